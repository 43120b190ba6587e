import type { ReactNode } from "react";

/**
 * The quiz's and the application form's bar: filled to `percent`, announced as `value` of `max` (a percentage
 * unless told otherwise). The caller sizes the track and colours the fill.
 */
export function ProgressTrack({
  label,
  percent,
  value = percent,
  max = 100,
  valueText,
  className,
  fillClassName,
}: {
  label: string;
  percent: number;
  value?: number;
  max?: number;
  valueText?: string;
  className: string;
  fillClassName: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={`${className} overflow-hidden rounded-full bg-gray-200`}
    >
      <div className={`h-full rounded-full ${fillClassName}`} style={{ width: `${percent}%` }} />
    </div>
  );
}

/** The line over such a bar: how far, in words, then the percentage. */
export function ProgressCaption({ className, percent, children }: { className: string; percent: number; children: ReactNode }) {
  return (
    <div className={`flex items-center justify-between text-sm ${className}`}>
      <span>{children}</span>
      <span>{percent}%</span>
    </div>
  );
}
