/** True while any process of the group (a command started with `detached: true`, as from a terminal) still exists. */
export function groupAlive(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
}
