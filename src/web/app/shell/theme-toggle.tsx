import { Moon, Sun } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useDarkMode } from '../../lib/theme.ts';

export function ThemeToggle() {
  const { dark, toggle } = useDarkMode();
  return (
    <Button variant="ghost" size="icon" onClick={toggle} aria-label={dark ? 'Switch to light mode' : 'Switch to dark mode'} aria-pressed={dark}>
      {dark ? <Sun className="size-5" aria-hidden="true" /> : <Moon className="size-5" aria-hidden="true" />}
    </Button>
  );
}
