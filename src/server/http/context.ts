import type { Role } from '../../shared/enums';
import type { CurrentUser } from '../../shared/schemas/users';
import type { Logger } from '../logger';

export type { Role };

/** The signed-in user as GET /api/me returns it: stored roles plus MEMBER, which every signed-in user is. */
export type Viewer = CurrentUser;

export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    clientIp: string;
    /** Resolves the signed-in user once per request (memoised). */
    viewer: () => Promise<Viewer | null>;
    /** Set when the request budget refused the request: the budget logs a summary instead of every line. */
    refusedByBudget?: true;
  };
};
