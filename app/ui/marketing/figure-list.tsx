import type { ReactNode } from "react";

/** Headline figures, each value shown above its label; a screen reader reads the label first (a description list). */
export function FigureList({
  figures,
  className,
  itemClassName,
  labelClassName,
  valueClassName,
}: {
  figures: readonly { label: string; value: ReactNode }[];
  className: string;
  itemClassName: string;
  labelClassName: string;
  valueClassName: string;
}) {
  return (
    <dl className={className}>
      {figures.map((figure) => (
        <div key={figure.label} className={`flex flex-col-reverse ${itemClassName}`}>
          <dt className={labelClassName}>{figure.label}</dt>
          <dd className={valueClassName}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
