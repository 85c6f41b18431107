"""Homepage citations, title first: the title, then the authors, then the venue, on lines of their own
or run together on one line (``Title Given Surname, Given Surname, ... Venue``). Pure.

>>> split(["Engines That Weave", "Ada Lovelace, Charles Babbage", "Symposium on Looms (SL '20)"])
(['Ada Lovelace', 'Charles Babbage'], 'Engines That Weave', "Symposium on Looms (SL '20)", False)
"""

from __future__ import annotations

import re

from cvkg.extract import names as nm

_VENUE_WORD_RE = re.compile(
    r"^(?:In|Proceedings|Proc\.?|The|ACM|IEEE|USENIX|IFIP|SIAM|AAAI|International|Int'l|Intl\.?|Annual"
    r"|Conference|Symposium|Workshop|Journal|Transactions|Trans\.|arXiv|CoRR|Advances|European|Asia-Pacific"
    r"|Nature|Science|Communications|Patent|US|U\.S\.|\d+(?:st|nd|rd|th)|(?:19|20)\d\d|\(.*|[A-Z]{2,}\S*"
    r"|\w+'\d\d)$"
)


def split(lines: list[str]) -> tuple[list[str], str, str, bool] | None:
    """Homepage layouts: title, then authors, then venue, on lines of their own or run together."""
    for k in range(1, len(lines)):
        if starts_author_list(lines[k]):
            titles = [t for t in lines[:k] if t.strip()]
            # A leading sentence ("See the full list at ...") is not part of the title.
            while len(titles) > 1 and titles[0].rstrip().endswith("."):
                titles.pop(0)
            found = _authors_then_venue(" ".join(lines[k:]), lines[k:])
            if found is None:
                continue
            authors, venue, truncated = found
            return authors, " ".join(titles), venue, truncated
    return _run_together(" ".join(lines))


def starts_author_list(line: str) -> bool:
    """Whether a line opens with a name followed by another name or a comma."""
    pieces = [p.strip() for p in line.split(",")]
    if len(pieces) >= 2:
        head = nm.split_names(pieces[0] + ", " + pieces[1]).names
        return (
            bool(head)
            and nm.is_name(head[0])
            and (len(head) < 2 or nm.is_name(head[1]) or _tail_split(head[1], 2) is not None)
        )
    return nm.is_name(line) or (
        bool(re.match(r"^[A-Z][\w.\- ]+ and [A-Z]", line))
        and all(nm.is_name(p) for p in re.split(r"\s+and\s+", line))
    )


def _authors_then_venue(text: str, lines: list[str]) -> tuple[list[str], str, bool] | None:
    """``"A B, C D, E F Venue words"`` (lines of names, then the venue) -> names and venue."""
    # Prefer line breaks: the names end at the end of the last line that is all names.
    names: list[str] = []
    used = 0
    truncated = False
    buffer = ""
    for i, line in enumerate(lines):
        candidate = (buffer + " " + line).strip() if buffer else line.strip()
        parsed = nm.split_names(candidate.rstrip(","))
        if parsed.names and nm.all_names(parsed.names):
            names, used, truncated = list(parsed.names), i + 1, parsed.is_truncated
            buffer = candidate
            continue
        if (
            buffer
            and not buffer.rstrip().endswith(",")
            and nm.all_names(nm.split_names((buffer + " " + line.split(",")[0]).strip()).names)
            and i == used
        ):
            # A name broken across lines: "Francis C.M." + "Lau, Yuqi Wang".
            buffer = candidate
            continue
        break
    if names and used:
        # Names fill whole lines; whatever lines follow are the venue.
        return names, " ".join(lines[used:]), truncated
    return _names_with_tail(text)


def _names_with_tail(text: str) -> tuple[list[str], str, bool] | None:
    """``"A B, C D, E F ACM Symposium ... (SoCC '18)"`` -> names and the venue after them."""
    pieces = [p.strip() for p in re.split(r",(?![^()]*\))", text)]
    names: list[str] = []
    truncated = False
    for i, piece in enumerate(pieces):
        sub = nm.split_names(piece)
        truncated = truncated or sub.is_truncated
        if sub.names and nm.all_names(sub.names):
            names.extend(sub.names)
            continue
        size = nm.typical_size(names)
        # "C D and E F Venue": names before the last "and" are still names.
        head_names = list(sub.names[:-1]) if len(sub.names) > 1 and nm.all_names(sub.names[:-1]) else []
        last_piece = sub.names[-1] if head_names else piece
        split = _tail_split(last_piece, size)
        if split is None:
            if not names:
                return None
            return names, ", ".join(pieces[i:]), truncated
        names.extend(head_names)
        names.append(split[0])
        return names, ", ".join([split[1], *pieces[i + 1 :]]), truncated
    return (names, "", truncated) if names else None


def _tail_split(piece: str, size: int) -> tuple[str, str] | None:
    """``"Yafei Dai ACM Symposium on ..."`` -> (``"Yafei Dai"``, ``"ACM Symposium on ..."``)."""
    tokens = piece.split()
    stop = len(tokens)
    for i, token in enumerate(tokens):
        if i >= 1 and _VENUE_WORD_RE.match(token) and not nm.is_initial(token):
            stop = i
            break
    take = min(stop, size + 1)
    while take > 1:
        name = " ".join(tokens[:take])
        if nm.is_name(name) and (take == stop or take <= size or nm.is_initial(tokens[take - 2])):
            name = nm.clean_name(name)
            if name.endswith(".") and not nm.is_initial(name.split()[-1]):
                name = name[:-1]  # "Charles Babbage. Symposium ...": the period ends the list
            return name, " ".join(tokens[take:])
        take -= 1
    return None


def _run_together(text: str) -> tuple[list[str], str, str, bool] | None:
    """``"Title Given Surname, Given Surname, ... Venue"`` all on one line."""
    pieces = [p.strip() for p in text.split(",")]
    for j in range(1, len(pieces)):
        if not (nm.is_name(pieces[j]) or _tail_split(pieces[j], 2)):
            continue
        head = ", ".join(pieces[:j])
        rest = ", ".join(pieces[j:])
        found = _names_with_tail(rest)
        if found is None:
            continue
        names, venue, truncated = found
        split = nm.tail_name(head, size=nm.typical_size(names))
        if split is None or not split[0].strip():
            continue
        return [split[1], *names], split[0], venue, truncated
    return None
