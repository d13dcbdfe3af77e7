'use client';

import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ChartSpec } from '@/server/admin/report-views';

/** Okabe and Ito's palette: told apart by people with any common colour-vision deficiency. */
const COLOURS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9'];

/**
 * One report's chart, drawn in the browser by recharts from plain series. The picture is an
 * image named after the report; its numbers are in the data table beside it.
 */
export function ReportChart({ spec, label }: { spec: ChartSpec; label: string }) {
  const sideways = spec.layout === 'vertical';
  const height = sideways ? Math.max(160, spec.data.length * 36 + 80) : 280;
  const common = {
    data: spec.data,
    responsive: true,
    accessibilityLayer: false,
    role: 'img',
    'aria-label': label,
    title: label,
    style: { width: '100%', height },
    margin: { top: 8, right: 8, bottom: 8, left: 0 },
  };
  const valueAxis = { allowDecimals: spec.unit !== undefined, width: 56 };
  const tooltip = (
    <Tooltip formatter={(value) => `${Number(value).toLocaleString('en-GB')}${spec.unit ?? ''}`} />
  );
  if (spec.type === 'line') {
    return (
      <LineChart {...common}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey={spec.categoryKey} />
        <YAxis {...valueAxis} />
        {tooltip}
        <Legend />
        {spec.series.map((series, index) => (
          <Line
            key={series.key}
            dataKey={series.key}
            name={series.label}
            stroke={COLOURS[index % COLOURS.length]}
            strokeWidth={2}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    );
  }
  return (
    <BarChart {...common} layout={sideways ? 'vertical' : 'horizontal'}>
      <CartesianGrid strokeDasharray="3 3" />
      {sideways ? (
        <>
          <XAxis type="number" allowDecimals={false} />
          <YAxis type="category" dataKey={spec.categoryKey} width={120} />
        </>
      ) : (
        <>
          <XAxis dataKey={spec.categoryKey} />
          <YAxis {...valueAxis} />
        </>
      )}
      {tooltip}
      <Legend />
      {spec.series.map((series, index) => (
        <Bar
          key={series.key}
          dataKey={series.key}
          name={series.label}
          fill={COLOURS[index % COLOURS.length]}
          stackId={spec.stacked ? 'stack' : undefined}
          isAnimationActive={false}
        />
      ))}
    </BarChart>
  );
}
