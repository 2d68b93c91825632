import { useEffect, useState, type ComponentType, type ReactNode } from "react";

export type LazyChartProps<Props> = Props & {
  /** What the server, hydration and a browser without JavaScript show: the chart's numbers as HTML. */
  fallback: ReactNode;
};

/**
 * A chart whose code (nivo, with d3) is a chunk of its own, fetched after the
 * chart has mounted, so pages without a chart never download it. Like
 * React.lazy but without Suspense: the server and hydration render the
 * fallback and the chart replaces it once loaded, so hydration never suspends
 * (React.lazy around nivo threw error #345 under load). Give it a
 * module-level loader: `lazyChart(() => import("./x-nivo").then((module) => module.NivoX))`.
 */
export function lazyChart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return function LazyChart(props: LazyChartProps<Props>) {
    // In an object: setState would call a bare component as an updater.
    const [loaded, setLoaded] = useState<{ Chart: ComponentType<Props> } | null>(null);
    useEffect(() => {
      let mounted = true;
      load().then(
        (Chart) => {
          if (mounted) setLoaded({ Chart });
        },
        // Offline, or a deploy replaced the chunk: the fallback carries the same numbers.
        () => {},
      );
      return () => {
        mounted = false;
      };
    }, []);
    return loaded ? <loaded.Chart {...props} /> : props.fallback;
  };
}
