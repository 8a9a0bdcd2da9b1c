// Request bodies: JSON up to MAX_BODY. Past it the rest is read and thrown away (up to
// DRAIN_LIMIT) before the 413 goes out with `connection: close`: closing a socket with unread
// data would reset it, and the client would see a reset instead of the answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from './reply.js';

const MAX_BODY = 1024 * 1024;
/** A body past MAX_BODY is read and dropped up to this size before the 413 and the close. */
const DRAIN_LIMIT = 64 * 1024 * 1024;

/** The parsed JSON body (undefined when empty); rejects with an HttpError 400 or 413. */
export function readJsonBody(req: IncomingMessage, res: ServerResponse): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    const refuse = () => {
      res.setHeader('connection', 'close');
      reject(new HttpError(413, 'The request body is larger than 1 MiB.'));
    };
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (tooLarge) {
        if (size > DRAIN_LIMIT) {
          req.removeAllListeners('data');
          req.removeAllListeners('end');
          refuse();
          res.once('finish', () => req.destroy());
        }
        return;
      }
      if (size > MAX_BODY) {
        tooLarge = true;
        chunks.length = 0;
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => {
      if (tooLarge) return refuse();
      const text = Buffer.concat(chunks).toString('utf8');
      if (text.trim() === '') return resolve(undefined);
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(new HttpError(400, 'The request body is not valid JSON.'));
      }
    });
    req.on('error', reject);
  });
}
