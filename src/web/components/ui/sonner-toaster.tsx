import { Toaster, type ToasterProps } from 'sonner';
import { useIsMobile } from '@/lib/use-mobile';

/**
 * sonner's Toaster, in its own chunk (loaded by components/ui/toaster.tsx). On a phone the toasts come in
 * at the top: at the bottom, across the whole width, one covered the form's full-width save button, so
 * correcting a field and saving again meant waiting for the toast (and a pointer resting there kept it).
 */
export default function SonnerToaster(props: ToasterProps) {
  const phone = useIsMobile();
  return <Toaster {...props} position={phone ? 'top-center' : props.position} />;
}
