import { sql } from 'drizzle-orm';

/**
 * An order's product as the member's lists and the office's name it: 'Monatskarte', or 'Monatskarte für
 * Lina Muster' when its pass is a family member's, so two memberships of one family can be told apart (the
 * mandates, 'Verträge hier kündigen', the Kündigungen). Written out with table names: Drizzle leaves the
 * columns of a one-table select unqualified, which the subquery's own tables would make ambiguous.
 */
export const orderedProductName = sql<string>`("orders"."product_name" || coalesce((
  select ' für ' || trim(fm.first_name || ' ' || fm.last_name)
  from passes p join family_members fm on fm.id = p.family_member_id
  where p.id = "orders"."pass_id"), ''))`;
