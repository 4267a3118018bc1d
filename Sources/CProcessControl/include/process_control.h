// What Swift cannot call itself: prctl is variadic, so it is not imported.
#ifndef PLAYBOOK_PROCESS_CONTROL_H
#define PLAYBOOK_PROCESS_CONTROL_H

/// Makes the calling process the subreaper of its descendants (Linux
/// PR_SET_CHILD_SUBREAPER): a process whose parent ends is adopted by it,
/// not by init, so it can still be found and killed. Returns 0 on success,
/// -1 where the system has no subreapers.
int playbook_become_child_subreaper(void);

#endif
