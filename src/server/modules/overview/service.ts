import { sql } from 'drizzle-orm';
import type { MemberOverview } from '../../../shared/schemas/overview';
import { queryRows, type Tx } from '../../db/client';

/** The dashboard's counters for one member, each by its own rule, in one round trip. */
export async function getMemberOverview(db: Tx, userId: string, now = new Date()): Promise<MemberOverview> {
  const [row] = await queryRows<{ first_name: string | null; upcoming: number; open_payments: number; new_messages: number; total: number }>(
    db,
    sql`select
          (select first_name from profiles where id = ${userId}) as first_name,
          (select count(*)::int from bookings b join sessions s on s.id = b.session_id
            where b.user_id = ${userId} and b.status = 'confirmed' and s.start_time > ${now}) as upcoming,
          (select count(*)::int from payments where user_id = ${userId} and status = 'pending') as open_payments,
          (select count(*)::int from messages where user_id = ${userId}
            and (status = 'unread' or (reply is not null and reply_seen_at is null))) as new_messages,
          (select count(*)::int from bookings where user_id = ${userId}) as total`,
  );
  return {
    firstName: row.first_name?.trim() || null,
    upcomingBookings: Number(row.upcoming),
    openPayments: Number(row.open_payments),
    newMessages: Number(row.new_messages),
    totalBookings: Number(row.total),
  };
}
