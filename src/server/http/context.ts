import type { Role } from '../../shared/enums';
import type { Logger } from '../logger';

export type { Role };

export type Viewer = {
  user: { id: string; email: string; name: string; firstName: string | null; lastName: string | null; phone: string | null };
  /** Stored roles plus MEMBER, which every signed-in user is. */
  roles: Role[];
};

export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    clientIp: string;
    /** Resolves the signed-in user once per request (memoised). */
    viewer: () => Promise<Viewer | null>;
  };
};
