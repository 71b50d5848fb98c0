/**
 * Names PostgreSQL prepared statements, one per distinct statement text. pg prepares a named
 * statement once per connection, so PostgreSQL parses and plans it once instead of on every
 * call, which was most of its CPU per request under load. Capped, so that SQL built at run time
 * cannot grow every connection's statement cache without bound: texts past the cap run unnamed.
 */
export function statementNamer(max = 500): (sql: string) => string | undefined {
  const names = new Map<string, string>();
  return (sql) => {
    const known = names.get(sql);
    if (known || names.size >= max) return known;
    const name = `q${names.size + 1}`;
    names.set(sql, name);
    return name;
  };
}
