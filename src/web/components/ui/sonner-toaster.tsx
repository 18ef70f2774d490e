import { Toaster } from 'sonner';

/** sonner's Toaster, in its own chunk (loaded by components/ui/toaster.tsx). */
export default Toaster;
