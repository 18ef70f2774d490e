import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { START_CAMERA_PARAM } from './camera-policy';

/** True when the page was loaded afresh to start the camera (camera-policy.ts); the parameter leaves the address. */
export function useStartCameraRequest(): boolean {
  const [params, setParams] = useSearchParams();
  const [requested] = useState(() => params.get(START_CAMERA_PARAM) === '1');
  useEffect(() => {
    if (!requested) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(START_CAMERA_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [requested, setParams]);
  return requested;
}
