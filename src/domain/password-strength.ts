import { PASSWORD_MIN_LENGTH } from './auth.ts';

export type StrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong';

export interface PasswordStrength {
  /** How many of the five criteria hold, 0 to 5. */
  score: number;
  label: StrengthLabel;
  criteria: { label: string; met: boolean }[];
}

export function passwordStrength(password: string): PasswordStrength {
  const criteria = [
    { label: `At least ${PASSWORD_MIN_LENGTH} characters`, met: password.length >= PASSWORD_MIN_LENGTH },
    { label: 'A lowercase letter', met: /[a-z]/.test(password) },
    { label: 'An uppercase letter', met: /[A-Z]/.test(password) },
    { label: 'A number', met: /\d/.test(password) },
    { label: 'A symbol', met: /[^A-Za-z0-9]/.test(password) },
  ];
  const score = criteria.filter((criterion) => criterion.met).length;
  return { score, label: strengthLabel(score), criteria };
}

function strengthLabel(score: number): StrengthLabel {
  if (score < 2) return 'Weak';
  if (score < 4) return 'Fair';
  if (score === 4) return 'Good';
  return 'Strong';
}
