import type { ShowcaseProject } from "~/content/project-showcase";
import { formatUsd } from "~/payments";
import { MarketingTable, tableStyles } from "./scroll-table";

/** Projects with when they are built, market value, technologies and target industry (spec 2 §3). */
export function ProjectTable({
  caption,
  projects,
  scheduleLabel = "Sessions",
}: {
  caption: string;
  projects: readonly ShowcaseProject[];
  scheduleLabel?: string;
}) {
  return (
    <MarketingTable
      caption={caption}
      headings={["#", "Project", scheduleLabel, "Market Value", "Technologies", "Target Industry"]}
    >
      {projects.map((project, index) => (
        <tr key={project.name} className={tableStyles.row}>
          <td className={`${tableStyles.cell} text-gray-600`}>{index + 1}</td>
          <th scope="row" className={`${tableStyles.cell} font-semibold text-gray-900`}>
            {project.name}
          </th>
          <td className={`${tableStyles.cell} whitespace-nowrap`}>{project.schedule}</td>
          <td className={`${tableStyles.cell} font-bold whitespace-nowrap`}>{formatUsd(project.marketValueUsd * 100)}</td>
          <td className={tableStyles.cell}>{project.technologies.join(", ")}</td>
          <td className={tableStyles.cell}>{project.targetIndustry}</td>
        </tr>
      ))}
    </MarketingTable>
  );
}
