// One failed test session as the server answers it, with three results (passed, failed with two
// error groups, degraded with no response time): the unit tests of format/ read the same session.

const SESSION_ID = '7d3c1a52-90b4-4f0e-9a57-1f6f1c2b3a4d';

export const SESSION_RESULTS = [
  {
    testSessionResultId: 'r1',
    name: 'home',
    status: 'PASSED',
    checkType: 'BROWSER',
    runLocation: 'eu-west-1',
    responseTime: 900,
    errorGroupIds: [],
  },
  {
    testSessionResultId: 'r2',
    name: 'cart',
    status: 'FAILED',
    checkType: 'API',
    runLocation: 'us-east-1',
    responseTime: 12_500,
    errorGroupIds: ['g2', 'g1'],
  },
  {
    testSessionResultId: 'r3',
    name: 'slow',
    status: 'PASSED',
    isDegraded: true,
    checkType: 'API',
    responseTime: null,
  },
];

export const SESSION_DETAIL = {
  testSessionId: SESSION_ID,
  testSessionLink: 'https://app.example.test/sessions/7d3c',
  name: 'Checkout',
  status: 'FAILED',
  errorGroupIds: ['g1'],
  startedAt: '2024-05-01T11:56:00Z',
  stoppedAt: '2024-05-01T11:58:05Z',
  timeElapsed: 125_000,
  metadata: {
    environment: 'production',
    commitId: '0123456789abcdef0123',
    commitMessage: 'Fix cart\n\nlong body',
    commitOwner: 'ana',
    branchName: 'main',
  },
  results: SESSION_RESULTS,
};
