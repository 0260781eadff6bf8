import { StoreMetrics } from './storeMetrics';

const warnings: unknown[] = [];
const log = {
  warn: (...args: unknown[]) => {
    warnings.push(args);
  },
};

describe('gauges read at scrape time', () => {
  it('leave out a reading that hangs, so a database that is down cannot hang the scrape', async () => {
    const metrics = new StoreMetrics({ instanceId: 'unit' }, log);
    metrics.registerJobQueueDepth(() => new Promise(() => undefined));
    metrics.registerGauge({ name: 'store_test_plain', help: 'A plain reading.', read: () => 7 });
    const started = Date.now();
    const text = await metrics.registry.metrics();
    expect(Date.now() - started).toBeLessThan(4000);
    expect(text).not.toMatch(/^store_job_queue_depth\{/m);
    expect(text).toContain('store_test_plain{api_instance="unit"} 7');
    expect(warnings).toHaveLength(1);
  });
});
