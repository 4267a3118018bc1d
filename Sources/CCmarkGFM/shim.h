// The parser and its core extensions (tables, strikethrough, autolinks,
// tag filter, task lists). Only PlaybookCore's Markdown wrapper imports this.
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
