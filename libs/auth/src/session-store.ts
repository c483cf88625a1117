import {
  checkRegistration,
  getMe,
  googleSignInUrl,
  isApiError,
  login as signInWithPassword,
  logout as endSession,
  onApiFailure,
  register as createAccount,
  saveUser,
  startSelling as becomeSeller,
  uploadImage,
} from '@marketplace/api-client';
import type { AccountRole, AuthUser } from '@marketplace/contracts';
import { create } from 'zustand';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface Registration {
  name: string;
  email: string;
  password: string;
  role: AccountRole;
  /** The profile photo, uploaded first (registration step 1). */
  image: File | Blob;
}

export interface SessionState {
  status: SessionStatus;
  user: AuthUser | null;
  /** Asks the API who is signed in: signed in with the answer, or signed out on 204 or 401. */
  refresh: () => Promise<void>;
  login: (email: string, password: string) => Promise<AuthUser>;
  /** SPEC.md section 4's sequence (check the details, upload the photo, create the account, save the user record). */
  register: (registration: Registration) => Promise<AuthUser>;
  logout: () => Promise<void>;
  /**
   * Reads the signed-in user again without showing 'loading', after the account itself changed
   * (a new name or photo in Settings): guarded pages stay on screen.
   */
  reloadUser: () => Promise<void>;
  /**
   * "Start selling": the buyer's account becomes a seller and the session shows it at once, so
   * the seller pages' guards let it in without signing in again.
   */
  startSelling: () => Promise<void>;
  /** Leaves for Google; the API brings the browser back to `redirectPath`, where `refresh` picks up the session. */
  startGoogleSignIn: (redirectPath: string) => void;
}

type SessionSnapshot = Pick<SessionState, 'status' | 'user'>;

const SIGNED_OUT: SessionSnapshot = { status: 'signed-out', user: null };
const signedIn = (user: AuthUser): SessionSnapshot => ({ status: 'signed-in', user });

/**
 * Builds a session store. Every action shows 'loading' until the session has changed, and
 * rejects with the API's error so the screen can show its message; a failed action restores the
 * session it started from, because the server's session did not change either.
 *
 * Only the latest action may settle the state: a slow `refresh` started at page load must not
 * sign out someone whose login finished first.
 */
export function createSessionStore(navigate: (url: string) => void) {
  return create<SessionState>()((set, get) => {
    let latestAction = 0;

    const begin = () => {
      set({ status: 'loading' });
      return ++latestAction;
    };
    const settle = (action: number, snapshot: SessionSnapshot) => {
      if (action === latestAction) set(snapshot);
    };
    const snapshot = (): SessionSnapshot => ({ status: get().status, user: get().user });

    /** Runs `work`; if it fails, puts back the session as it was before and rethrows. */
    const attempt = async <T>(action: number, before: SessionSnapshot, work: () => Promise<T>) => {
      try {
        return await work();
      } catch (error) {
        settle(action, before);
        throw error;
      }
    };

    return {
      status: 'loading',
      user: null,

      refresh: async () => {
        const action = begin();
        try {
          const user = await getMe();
          settle(action, user ? signedIn(user) : SIGNED_OUT);
        } catch (error) {
          // Unknown is treated as signed out, so guards send people to sign in rather than spin.
          settle(action, SIGNED_OUT);
          if (!isApiError(error, 401)) throw error;
        }
      },

      login: async (email, password) => {
        const before = snapshot();
        const action = begin();
        const user = await attempt(action, before, () => signInWithPassword({ email, password }));
        settle(action, signedIn(user));
        return user;
      },

      register: async ({ name, email, password, role, image }) => {
        const before = snapshot();
        const action = begin();
        const user = await attempt(action, before, async () => {
          // Everything the server can refuse before the photo exists is asked first, so a taken
          // email or a used-up limit leaves no stored photo without an account.
          await checkRegistration({ name, email, password, role });
          const { url } = await uploadImage(image);
          return createAccount({ name, email, password, role, image: url });
        });
        try {
          // Step 3 is done: the account answers with its display name and photo, which step 4 saves.
          await saveUser({ name: user.displayName, email: user.email, role, image: user.photoURL });
        } finally {
          // From step 2 on, the account and its session exist whether or not step 4 worked.
          settle(action, signedIn(user));
        }
        return user;
      },

      logout: async () => {
        const before = snapshot();
        const action = begin();
        await attempt(action, before, endSession);
        // Its drafts go, and every other tab signs out: loaded now, so no first page carries it.
        if (before.user) {
          const { signedOutHere } = await import('./sign-out');
          await signedOutHere(before.user.id).catch(console.error);
        }
        settle(action, SIGNED_OUT);
      },

      reloadUser: async () => {
        const action = latestAction;
        const user = await getMe();
        settle(action, user ? signedIn(user) : SIGNED_OUT);
      },

      startSelling: async () => {
        await becomeSeller();
        await get().reloadUser();
      },

      startGoogleSignIn: (redirectPath) => {
        begin();
        // Coming back with the browser's Back button restores this page from the back/forward
        // cache, still 'loading': ask the API again instead of spinning forever.
        window.addEventListener(
          'pageshow',
          (event) => {
            if (event.persisted) get().refresh().catch(console.error);
          },
          { once: true },
        );
        navigate(googleSignInUrl(redirectPath));
      },
    };
  });
}

/**
 * A session can end elsewhere: an administrator deletes the account, the person signs out in
 * another tab, or its time runs out. The first call the API then refuses with 401 signs the page
 * out as well, so the guards send the person to sign in instead of leaving them signed in on a
 * page of errors. Returns what stops the watching.
 */
export function signOutWhenSessionEnds(store: ReturnType<typeof createSessionStore>): () => void {
  return onApiFailure((error) => {
    // Only a settled session: while signing in or refreshing, a 401 is that action's own answer.
    if (isApiError(error, 401) && store.getState().status === 'signed-in')
      store.setState(SIGNED_OUT);
  });
}

/**
 * The session of the whole page. Module Federation shares this library as a singleton, so the
 * shell and every remote read and change this one store: a sign-in anywhere shows everywhere.
 */
export const useSession = createSessionStore((url) => window.location.assign(url));
signOutWhenSessionEnds(useSession);
