import type { SVGProps } from "react";

// What a lucide icon renders, written out at build time by vite-plugins/static-lucide-icons.ts, without lucide's
// per-render work (a dashboard draws about ninety icons). The presentation attributes are app/app.css's `.lucide`
// rule, once per stylesheet rather than escaped once per icon; a size or stroke width given as a prop is a style.

export interface StaticIconProps extends Omit<SVGProps<SVGSVGElement>, "ref" | "dangerouslySetInnerHTML" | "children"> {
  size?: number | string;
  strokeWidth?: number | string;
}

export type StaticIcon = ((props: StaticIconProps) => React.JSX.Element) & { displayName: string };

const ACCESSIBLE_PROP = /^(aria-|role$|title$)/;

/** An icon component drawing `drawing` (its SVG elements, as markup) in lucide's 24×24 frame. */
export function staticIcon(name: string, drawing: string, displayName: string): StaticIcon {
  const html = { __html: drawing };
  const Icon = ({ size, strokeWidth, className, style, ...rest }: StaticIconProps) => {
    const labelled = Object.keys(rest).some((prop) => ACCESSIBLE_PROP.test(prop));
    const sized = size === undefined ? style : { width: size, height: size, ...style };
    return (
      <svg
        viewBox="0 0 24 24"
        className={className?.trim() ? `lucide lucide-${name} ${className.trim()}` : `lucide lucide-${name}`}
        style={strokeWidth === undefined ? sized : { strokeWidth, ...sized }}
        aria-hidden={labelled ? undefined : "true"}
        {...rest}
        dangerouslySetInnerHTML={html}
      />
    );
  };
  Icon.displayName = displayName;
  return Icon;
}
