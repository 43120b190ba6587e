import type { SVGProps } from "react";

// What a lucide icon renders, without lucide's work on every render: the Vite plugin in
// vite-plugins/static-lucide-icons.ts turns `import { Star } from "lucide-react"` into `staticIcon("star", "<path …/>")`,
// the icon's drawing written out once at build time (a dashboard draws about ninety icons per render, and
// each was two components and a React element per line of its drawing). The same drawing, class and accessible name as
// lucide's components, for the props this site uses: className, size, strokeWidth, and any SVG or ARIA attribute.
// lucide's seven presentation attributes (24 px, no fill, round strokes of 2 in the text's colour) are the `.lucide`
// rule of app/app.css instead, written once per stylesheet rather than once per icon: a library page drew 129 icons
// and spent a tenth of its render escaping their attributes. A size or stroke width given as a prop is a style.

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
