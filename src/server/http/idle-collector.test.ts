import vm from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fullGarbageCollection, startIdleCollector, type IdleCollector } from './idle-collector.ts';

describe('startIdleCollector', () => {
  let collector: IdleCollector;
  const collect = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    collect.mockReset();
    collector = startIdleCollector({ quietMs: 5_000, collect });
  });
  afterEach(() => {
    collector.stop();
    vi.useRealTimers();
  });

  it('collects nothing while the server has had no requests', () => {
    vi.advanceTimersByTime(60_000);
    expect(collect).not.toHaveBeenCalled();
  });

  it('waits for the requests to stop, collects twice a quiet period apart, then not again while idle', () => {
    for (let second = 0; second < 30; second += 1) {
      collector.noteActivity();
      vi.advanceTimersByTime(1_000);
    }
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(4_000);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_500);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3_000);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_500);
    expect(collect).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(2);
  });

  it('starts over when a request comes between the two collections', () => {
    collector.noteActivity();
    vi.advanceTimersByTime(7_500);
    expect(collect).toHaveBeenCalledTimes(1);
    collector.noteActivity();
    vi.advanceTimersByTime(4_000);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20_000);
    expect(collect).toHaveBeenCalledTimes(3);
  });

  it('collects again after the next burst', () => {
    collector.noteActivity();
    vi.advanceTimersByTime(30_000);
    collector.noteActivity();
    vi.advanceTimersByTime(30_000);
    expect(collect).toHaveBeenCalledTimes(4);
  });

  it('stops checking once stopped', () => {
    collector.noteActivity();
    collector.stop();
    vi.advanceTimersByTime(60_000);
    expect(collect).not.toHaveBeenCalled();
  });
});

describe('fullGarbageCollection', () => {
  it('runs a collection without leaving gc exposed to code evaluated later', () => {
    const gc = fullGarbageCollection();
    expect(gc).toBeTypeOf('function');
    expect(() => gc!()).not.toThrow();
    expect(vm.runInNewContext('typeof gc')).toBe('undefined');
  });
});
