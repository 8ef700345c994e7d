/**
 * A Chart.js chart (line or bar) on a canvas. Chart.js is loaded when the first chart renders, so it stays out of
 * the admin's first bundle. The canvas is an image for assistive technology, labelled with a summary; every chart
 * on the dashboard also has a table with the same numbers.
 */
import { useEffect, useRef } from 'react';

export interface ChartSeries {
  label: string;
  data: number[];
  color: string;
  /** Line dash pattern (`[dash, gap]` px); a dashed series is drawn over the solid ones, so equal values stay visible. */
  dash?: number[];
  /** Point marker shape (Chart.js `pointStyle`); defaults to a circle. */
  marker?: 'circle' | 'rect' | 'triangle' | 'rectRot';
}

export interface ChartCanvasProps {
  type: 'line' | 'bar';
  labels: string[];
  series: ChartSeries[];
  /** The accessible summary of the chart. */
  summary: string;
  /** Horizontal bars (long labels such as item titles). */
  horizontal?: boolean;
}

type ChartInstance = { destroy(): void };

export function ChartCanvas({ type, labels, series, summary, horizontal = false }: ChartCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let chart: ChartInstance | null = null;
    let cancelled = false;
    void import('chart.js').then(
      ({ Chart, LineController, LineElement, PointElement, BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend }) => {
        if (cancelled || !canvas.current) return;
        Chart.register(LineController, LineElement, PointElement, BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);
        chart = new Chart(canvas.current, {
          type,
          data: {
            labels,
            // Straight segments (tension 0): a smoothed curve hides where two series meet. Chart.js draws a lower
            // `order` on top, so dashed series (order 0) lie over solid ones (order 1) and both stay visible.
            datasets: series.map((s) => ({
              label: s.label,
              data: s.data,
              borderColor: s.color,
              backgroundColor: s.color,
              tension: 0,
              borderDash: s.dash ?? [],
              pointStyle: s.marker ?? 'circle',
              pointRadius: type === 'line' ? 3 : 2,
              order: s.dash ? 0 : 1,
            })),
          },
          options: {
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            indexAxis: horizontal ? 'y' : 'x',
            scales: { [horizontal ? 'x' : 'y']: { beginAtZero: true, ticks: { precision: 0 } } },
            plugins: { legend: { display: series.length > 1 } },
          },
        });
      },
    );
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [type, labels, series, horizontal]);
  return (
    <div className="relative h-64 w-full">
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}
