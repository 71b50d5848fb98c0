import { site, type ContentNode } from '../../../engine';

/** Static text from the definition: paragraphs and links (a site link comes from forms/site.json). */
export function ContentView({ node }: { node: ContentNode }) {
  return (
    <div className="form-content">
      {node.paragraphs.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
      {node.links && node.links.length > 0 && (
        <ul className="form-content__links">
          {node.links.map((link) => (
            <li key={link.label}>
              <a href={link.site ? site.links[link.site] : link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
