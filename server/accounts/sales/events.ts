import { sql, type SQL } from 'drizzle-orm';
import { salesSubscriptions, type SubscriptionEvent } from '../../db/schema-sales';

/**
 * The subscription's history with these events added, computed by the database from the row being
 * updated: `events = events || $new`. Writing back a copy read earlier would drop entries that
 * parallel updates (cancel, rescue, renewal) appended in between.
 */
export function appendEvents(...events: SubscriptionEvent[]): SQL {
  return sql`${salesSubscriptions.events} || ${JSON.stringify(events)}::jsonb`;
}
