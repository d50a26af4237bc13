import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('turns Zod\'s parser compilation off before Zod is loaded', async () => {
    await import('./zod-jitless.ts');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
