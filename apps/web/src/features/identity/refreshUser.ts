import { routes, type User } from '@leverline/contract';
import { call, type CallOptions } from '../../api/client';
import { sessionStore } from './session';

/** Fetches the logged-in user again (balance, kind…) and stores it. */
export async function refreshUser(options: CallOptions = {}): Promise<User> {
  const user = await call(routes.userInfo, {}, options);
  sessionStore.setUser(user);
  return user;
}
