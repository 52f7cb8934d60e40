import { routes } from '@leverline/contract';
import { call } from '../../api/client';
import { demoId } from './demoId';
import { sessionStore } from './session';

/** Opens (or resumes, on this device) a demo account and logs into it. */
export async function demoLogin(): Promise<void> {
  const session = await call(routes.createDemo, { demo_id: demoId() }, { loading: true, toastSuccess: true });
  sessionStore.signIn(session.token, session.user);
}
