/** POST /auth/verify-token: checks a Firebase ID token and creates the user's record on first sight. */
import { Router } from 'express';
import type { ApiDeps } from '../../backend/index.js';
import type { SignedInUser } from '../../shared/api-types.js';
import { unauthorized } from '../api-error.js';
import { verifyOr401 } from '../authenticate.js';
import { requestBody } from '../request-body.js';

export function authRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.post('/verify-token', async (req, res) => {
    const token = requestBody(req)['id_token'];
    if (typeof token !== 'string' || token === '')
      throw unauthorized('Please sign in: no id_token was sent.');
    const user = await verifyOr401(deps.auth, token);
    const record = await deps.users.getOrCreate(user, deps.clock.now());
    const body: SignedInUser = {
      uid: record.uid,
      email: record.email,
      displayName: record.displayName,
      photoURL: record.photoURL,
      emailVerified: record.emailVerified,
    };
    res.json(body);
  });
  return router;
}
