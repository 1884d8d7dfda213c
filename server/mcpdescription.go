package server

import (
	"encoding/json"
	"fmt"
	"strings"
)

// toolDescriptionMax bounds a tool's description in tools/list. An agent
// reads all of them (121 tools) before its first call; descriptions ran to
// 1,250 characters (issue 39). What does not fit, the rest of a summary and
// a calculator's input rules, goes into the input schema's own
// description, beside the inputs it is about: nothing is dropped.
const toolDescriptionMax = 300

// splitDescription keeps the sentences of text that fit in max characters
// with tail after them, and returns the rest. When they would fill less
// than a third of it (a first sentence too long, or a short title before a
// long one), text is cut at a word instead, ending in "…" (the rest then
// starts with "…" where it was cut).
func splitDescription(text, tail string, max int) (head, rest string) {
	room := max - len(tail)
	if len(text) <= room {
		return text + tail, ""
	}
	cut := 0
	for i := 0; i+1 < len(text) && i < room; i++ {
		if text[i] == '.' && text[i+1] == ' ' && i+1 <= room {
			cut = i + 1
		}
	}
	if cut >= room/3 { // whole sentences, unless they say too little
		return text[:cut] + tail, strings.TrimSpace(text[cut:])
	}
	cut = strings.LastIndexByte(text[:room-len("…")], ' ')
	if cut <= 0 {
		cut = room - len("…")
	}
	return text[:cut] + "…" + tail, "…" + strings.TrimSpace(text[cut:])
}

// withSchemaDescription sets an input schema's top-level description.
func withSchemaDescription(schema json.RawMessage, description string) (json.RawMessage, error) {
	if description == "" {
		return schema, nil
	}
	var m map[string]any
	if err := json.Unmarshal(schema, &m); err != nil {
		return nil, err
	}
	switch own := m["description"].(type) {
	case nil:
		m["description"] = description
	case string: // a calculator's schema describes its inputs as a whole: after ours
		m["description"] = description + " " + own
	default:
		return nil, fmt.Errorf("the input schema's description is a %T", own)
	}
	return json.Marshal(m)
}
