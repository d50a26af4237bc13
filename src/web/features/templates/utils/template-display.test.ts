import { describe, expect, it } from 'vitest';
import type { TemplateTask } from '../../../../domain/template-rules.ts';
import { planSpanLabel } from './template-display.ts';

const task = (dueAnchor: TemplateTask['dueAnchor'], dueOffsetDays: number | null): TemplateTask => ({
  title: 'A task',
  description: '',
  priority: 'medium',
  dueAnchor,
  dueOffsetDays,
});

describe('planSpanLabel', () => {
  it('names the earliest and the latest due task of the plan', () => {
    expect(planSpanLabel([task('start', -7), task('end', 3), task(null, null), task('start', -120)])).toBe(
      '120 days before start to 3 days after end',
    );
  });

  it('says one offset once, and nothing for a plan without due dates', () => {
    expect(planSpanLabel([task('start', -1)])).toBe('1 day before start');
    expect(planSpanLabel([task(null, null)])).toBeNull();
  });
});
