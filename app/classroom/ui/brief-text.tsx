import { Fragment } from "react";
import { briefParts } from "~/classroom/assignment-form";

/** A brief or announcement as written: its text escaped by React, https links as anchors, line breaks kept. */
export function BriefText({ text, className = "" }: { text: string; className?: string }) {
  return (
    <p className={`break-words text-sm text-gray-800 ${className}`}>
      {briefParts(text).map((part, index) =>
        part.kind === "break" ? (
          <br key={index} />
        ) : part.kind === "link" ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium text-brand-700 underline hover:text-brand-800"
          >
            {part.href}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </p>
  );
}
