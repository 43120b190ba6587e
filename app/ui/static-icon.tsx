import type { SVGProps } from "react";

// What a lucide icon renders, without lucide's work on every render: the Vite plugin in
// vite-plugins/static-lucide-icons.ts turns `import { Star } from "lucide-react"` into `staticIcon("star", "<path …/>")`,
// the icon's drawing written out once at build time (issue 19: a dashboard draws about ninety icons per render, and
// each was two components and a React element per line of its drawing). Same markup and the same props as lucide's
// components, for the props this site uses: className, size, strokeWidth, and any SVG or ARIA attribute.

export interface StaticIconProps extends Omit<SVGProps<SVGSVGElement>, "ref" | "dangerouslySetInnerHTML" | "children"> {
  size?: number | string;
  strokeWidth?: number | string;
}

export type StaticIcon = ((props: StaticIconProps) => React.JSX.Element) & { displayName: string };

const ACCESSIBLE_PROP = /^(aria-|role$|title$)/;

/** An icon component drawing `drawing` (its SVG elements, as markup) in lucide's 24×24 frame. */
export function staticIcon(name: string, drawing: string, displayName: string): StaticIcon {
  const html = { __html: drawing };
  const Icon = ({ size = 24, strokeWidth = 2, className, ...rest }: StaticIconProps) => {
    const labelled = Object.keys(rest).some((prop) => ACCESSIBLE_PROP.test(prop));
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className?.trim() ? `lucide lucide-${name} ${className.trim()}` : `lucide lucide-${name}`}
        aria-hidden={labelled ? undefined : "true"}
        {...rest}
        dangerouslySetInnerHTML={html}
      />
    );
  };
  Icon.displayName = displayName;
  return Icon;
}
