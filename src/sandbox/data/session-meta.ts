// The text fields of a session (name, git metadata, invoker): cheap, no results involved.
import type { Provider } from '../../client/schemas/index.js';
import { Kind, rngFor } from '../random.js';
import { PROVIDERS, REPOS, type SessionTable } from './session-table.js';
import { BRANCHES, COMMIT_MESSAGES, ENVIRONMENTS } from './words.js';

export function sessionMeta(t: SessionTable, i: number) {
  const { seed, users } = t.input;
  const rng = rngFor(seed, Kind.session, i, 1);
  const p = PROVIDERS[t.provider[i] as number] as Provider;
  const repo = REPOS[t.repo[i] as number] as string;
  const branchName = BRANCHES[t.branch[i] as number] as string;
  const u = t.user[i] as number;
  const user = u >= 0 ? users[u % users.length] : undefined;
  const commitId = rng.hex(40);
  const hasGit = p !== 'API' && p !== 'TRIGGER';
  const repoName = repo.split('/')[1] as string;
  let name: string;
  switch (p) {
    case 'GITHUB':
      name = `${repoName} – deployment ${rng.pick(['production', 'preview', 'staging'])}`;
      break;
    case 'VERCEL':
      name = `Vercel preview ${commitId.slice(0, 7)} (${repoName})`;
      break;
    case 'API':
      name = rng.pick(['npx checkly test', 'Triggered via API', 'npx checkly test --record']);
      break;
    case 'TRIGGER':
      name = rng.pick(['Nightly regression', 'Scheduled trigger: smoke', 'Post-deploy trigger']);
      break;
    default:
      name = `Playwright reporter – ${repoName}`;
  }
  if (i % 997 === 5) name = `${name} \u001b[2J\u001b[31m(escape test)\u001b[0m`;
  if (i % 991 === 7) name = `${name} – 日本語テスト 🚦`;
  return {
    provider: p,
    name,
    repoUrl: hasGit ? `https://github.com/${repo}` : null,
    commitId: hasGit ? commitId : null,
    commitOwner: hasGit && user ? user.handle : null,
    commitMessage: hasGit ? rng.pick(COMMIT_MESSAGES) : null,
    branchName: hasGit ? branchName : null,
    environment: ENVIRONMENTS[t.env[i] as number] as string,
    invoker: user ? { name: user.name, picture: null } : null,
    user,
  };
}
