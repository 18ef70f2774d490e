import { Link } from 'react-router';
import { cn } from '@/lib/cn';

const linkClass = 'font-medium text-primary underline underline-offset-2 hover:text-primary-hover';

/** "Mit der Registrierung akzeptieren Sie unsere AGB und Datenschutzerklärung." */
export function LegalConsent({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <p className={cn('text-center text-xs leading-5 text-muted-foreground', className)}>
      Mit der Registrierung akzeptieren Sie unsere{' '}
      <Link to="/agb" className={linkClass} onClick={onNavigate}>
        AGB
      </Link>{' '}
      und{' '}
      <Link to="/datenschutz" className={linkClass} onClick={onNavigate}>
        Datenschutzerklärung
      </Link>
      .
    </p>
  );
}
