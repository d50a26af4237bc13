// The template records as the API answers them (see the templates routes).
export type { BuiltInTemplate } from '../../../../domain/built-in-templates.ts';
export type { Template, TemplateSummary, TemplateTask } from '../../../../domain/templates.ts';
