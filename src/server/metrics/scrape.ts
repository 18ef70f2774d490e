import type { Database } from '../db/client';
import { createDatabaseGauges } from './database-gauges';
import { collectNodeMetrics, processRegistry } from './registry';

export type Metrics = {
  contentType: string;
  /** The exposition text: the process's metrics, then this app's database gauges read just now. */
  render(): Promise<string>;
};

export function createMetrics(database: Database): Metrics {
  collectNodeMetrics();
  const gauges = createDatabaseGauges(database);
  return {
    contentType: processRegistry.contentType,
    async render() {
      await gauges.refresh();
      const [counted, read] = await Promise.all([processRegistry.metrics(), gauges.registry.metrics()]);
      return counted + read;
    },
  };
}
