import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { registerToastHost } from "~/lib/toast";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

function Mounted({ onMounted }: { onMounted: () => void }) {
  useEffect(() => onMounted(), [onMounted]);
  return null;
}

/** Renders the toaster the first time a toast is asked for. */
export function ToastHost() {
  const [requested, setRequested] = useState(false);
  const mounted = useRef<{ promise: Promise<void>; resolve: () => void } | undefined>(undefined);

  useEffect(
    () =>
      registerToastHost(() => {
        if (!mounted.current) {
          let resolve = () => {};
          const promise = new Promise<void>((done) => {
            resolve = done;
          });
          mounted.current = { promise, resolve };
          setRequested(true);
        }
        return mounted.current.promise;
      }),
    [],
  );

  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster visibleToasts={1} position="top-center" richColors closeButton />
      {/* Effects run in order: the toaster subscribes before this reports it ready. */}
      <Mounted onMounted={() => mounted.current?.resolve()} />
    </Suspense>
  );
}
