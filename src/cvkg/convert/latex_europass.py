"""The Europass classes' macros (``europecv`` and ``europasscv``) for :mod:`cvkg.convert.latex`: the form's rows
(``\\ecvitem{field name}{value}``, ``\\ecvblueitem``, ``\\ecvbigitem``), europasscv's entries
(``\\ecvtitle{dates}{title}`` over the rows that say where, ``\\ecvtitlelevel``) and the language grid
(``\\ecvlanguage{English}{C1}...``), cut into the lines the text reader reads.

A form's rows are marked (:func:`cvkg.convert.latex_forms.marked`) for :func:`~cvkg.convert.latex_forms.form_entries`
to join; a field's name that heads a list of its own (the "Additional information" section's Publications,
Honours, ...) becomes a heading, the rows numbered under it its list.
"""

from __future__ import annotations

import re
from typing import Any

from cvkg.convert.latex_forms import (
    FormField,
    dates_only,
    form_field,
    is_applied_for,
    is_course_label,
    is_heading_label,
    marked,
    qualification,
    row_note,
    without_legend,
)
from cvkg.convert.latex_text import (
    ARG_BREAK_RE,
    entry_citation,
    inline_text,
    is_date_label,
    labelled,
    unmarked,
    value_lines,
)

# A list's legend of its marks: "# equal contribution", "* corresponding author"
_MARK_LEGEND = re.compile(r"[#*†‡§]+\s*[:=]?\s*(?:equal|co-?first|joint|corresponding|these authors)", re.I)
# A section of schooling, whose europasscv titles are qualifications and whose places are schools
_SCHOOLING_RE = re.compile(r"educa|training|ausbildung|bildung|formaci|formation|formazione|istruzione|opleiding", re.I)
# europasscv's name of a form's field set inside a row's value: "\ecvhighlight{Business or sector} X"
_HIGHLIGHT_RE = re.compile(r"\s*\\ecv(?:highlight|businesssector)\s*\{([^{}]*)\}\s*")

# The Europass form's fields of the subject's dealings with people, in the languages the classes print them in:
# "Communication skills", "Social skills and competences", "Soziale Kompetenzen", "Capacità e competenze relazionali"
_SOFT_SKILLS_RE = re.compile(
    r"^(?:(?:communication|communicative|social|interpersonal)(?: and (?:communication|interpersonal))? "
    r"(?:skills|competences|competencies)(?: and competences)?"
    r"|(?:soziale|kommunikative) (?:f[äa]higkeiten|kompetenzen)(?: und kompetenzen)?"
    r"|comp[ée]tences (?:sociales|relationnelles|communicationnelles)"
    r"|(?:capacit[àa] e )?competenze (?:sociali|relazionali|comunicative)"
    r"|(?:capacidades y )?competencias (?:sociales|comunicativas)"
    r"|compet[êe]ncias (?:sociais|de comunica[çc][ãa]o))\s*:?$",
    re.I,
)


# A form row's name that holds a role and its year: "Invited referee, 2020", "Session chair, 2018--2019"
_DATED_ROLE_RE = re.compile(r"(?P<role>[^\W\d_][^,:;]{2,60}?),\s*(?P<year>(?:19|20)\d\d(?:\s*[-–]+\s*(?:19|20)\d\d)?)")


class EuropassRows:
    """The segment's methods for the Europass macros; it provides ``scanner`` (whose ``out``, ``_args``,
    ``field_heads``, ``untitled_row``, ``citation_row`` and ``run_segment`` these use), ``end``, ``last``, ``flush``,
    ``emit``, ``_section_title`` and ``_under_publications``."""

    scanner: Any
    end: int
    last: Any
    flush: Any
    emit: Any
    _section_title: Any
    _under_publications: Any

    def _europass(self, bare: str, pos: int, after: int) -> int | None:
        """A Europass macro at ``pos``: the end of what it used, or None when ``bare`` is none the classes give
        this meaning (or a call the form does not read)."""
        sc = self.scanner
        if bare in ("ecvlanguageheader", "ecvlanguagefooter"):
            # the language grid's column heads and its footnote ("(*) Common European Framework"): no text
            self.flush(pos)
            return sc._args(after, 1, limit=self.end, options=True)[2]
        if bare in ("ecvlanguage", "ecvlastlanguage", "ecvmothertongue"):
            # europecv's language grid, "{English}{C1}{C1}{C1}{C1}{C1}": a language spoken, no skill
            self.flush(pos)
            _, args, end = sc._args(after, 1 if bare == "ecvmothertongue" else 6, limit=self.end, options=True)
            texts = [inline_text(a).strip() for a, _ in args]
            levels = "mother tongue" if bare == "ecvmothertongue" else ", ".join(t for t in texts[1:] if t)
            if texts and texts[0]:
                self.emit(f"Languages: {texts[0]} ({levels})", pos)
            return end
        if bare in ("ecvbusinesssector", "ecveqf"):
            # europasscv's rows under an entry: a job's business or sector, a qualification's EQF level; no field of
            # the record, and no line of its own (that would close the entry, or read as the next one)
            self.flush(pos)
            _, args, end = sc._args(after, 1, limit=self.end, options=True)
            self.emit(marked(FormField.OTHER, inline_text(args[0][0]).strip() if args else ""), pos)
            return end
        if bare in ("ecvtitle", "ecvtitlelevel") and (handled := self._ecv_title(bare, pos, after)) is not None:
            return handled
        if bare in ("ecvitem", "ecvblueitem", "ecvbigitem"):  # europecv and europasscv: {field name}{value}
            return self._ecv_row(bare, pos, after)
        return None

    def _ecv_title(self, bare: str, pos: int, after: int) -> int | None:
        """europasscv's entry, ``\\ecvtitle{dates}{title}`` (``\\ecvtitlelevel`` with a level too): its dates and
        title as form rows, the row under it the employer's or the school's."""
        sc = self.scanner
        # europasscv's {dates}{title} (and {level}); europecv's \ecvtitle is its page's title, of no argument, so
        # one called there with dates is europasscv's, as a CV moved from one class to the other keeps it
        europass = sc.template == "europasscv" or (sc.template == "europecv" and self._dated_title(after))
        if europass:
            self.flush(pos)
            _, args, end = sc._args(after, 2 if bare == "ecvtitle" else 3, limit=self.end, options=True)
            args = args[:2]  # (a qualification's level in a framework, "ISCED 6", is no part of the record)
            if len(args) == 2 and not args[0][0].strip() and sc.out and is_applied_for(sc.out[-1][0].lstrip("# ")):
                # "\ecvsection{Position}\ecvtitle{}{Senior Lecturer}": the form's top field, the job the CV is for,
                # the line under the name rather than a section of jobs held
                sc.out.pop()
                self.emit(unmarked(inline_text(args[1][0])), pos)
                return end
            if len(args) == 2 and self._under_publications() and (cited := self._paper_title(args, end)):
                # "\ecvtitle{2021}{Title}\ecvitem{}{A. Lee, B. Ng. Journal 17, 1-9}": a paper, no job
                self.emit(cited[0], pos)
                return cited[1]
            if len(args) == 2:
                schooled = _SCHOOLING_RE.search(self._section_title())
                self.emit(marked(FormField.DATES, dates_only(inline_text(args[0][0]).strip())), pos)
                title = unmarked(inline_text(args[1][0]).strip())
                if schooled:
                    self.emit(marked(FormField.QUALIFICATION, qualification(title)), pos)
                else:
                    self.emit(marked(FormField.POSITION, title), pos)
                # the row under it without a name says where: "\ecvitem{}{Hospital X, Town}"
                sc.untitled_row = FormField.SCHOOL if schooled else FormField.EMPLOYER
                return end
        return None

    def _paper_title(self, args: list[tuple[str, int]], end: int) -> tuple[str, int] | None:
        """A paper set as europasscv's entry under a heading of publications: ``\\ecvtitle{year}{title}`` (or
        ``{journal}{title}``) over a row of its authors and the rest, ``\\ecvitem{}{A. Lee, B. Ng. Journal 4}`` (or
        ``\\ecvitem{(2019)}{A. Lee, B. Ng}``): the citation they stand for and the end of the row, or None when no
        such row follows."""
        sc = self.scanner
        row = re.match(r"\s*\\ecvitem\b", sc.text[end : self.end])
        if row is None:
            return None
        _, cells, row_end = sc._args(end + row.end(), 2, limit=self.end, options=True)
        if len(cells) != 2 or re.search(r"\\(?:begin|item)\b", cells[1][0]):
            return None
        texts = (args[0][0], args[1][0], *(c for c, _ in cells))
        head, title, label, value = (re.sub(r"\s+", " ", unmarked(inline_text(a))).strip() for a in texts)
        dated = is_date_label(head) or not head
        if label and not is_date_label(label):
            return None
        year, venue = (head or label, "") if dated else (label, head)
        cited = entry_citation([year, title, venue, value]) if title and value else None
        # (a row that goes on after its authors with a stop, "A. Lee. Journal 4", leaves the title two)
        return (cited.replace(". . ", ". "), row_end) if cited else None

    def _ecv_row(self, bare: str, pos: int, after: int) -> int:
        """A row of the form, ``\\ecvitem{field name}{value}`` (``\\ecvblueitem``, ``\\ecvbigitem``): a field of the
        entry above, a heading over a list, or a line of its own."""
        sc = self.scanner
        self.flush(pos)
        _, args, end = sc._args(after, 2, limit=self.end, options=True)
        top = bare == "ecvbigitem" or not self._section_title()  # (in a job, "Position" names its title)
        if top and len(args) == 2 and is_applied_for(inline_text(args[0][0])) and args[1][0].strip():
            # "\ecvbigitem{Job applied for}{Project manager}": the form's top field, the line under the name
            self.emit(unmarked(inline_text(args[1][0])), pos)
            return end
        row, sc.untitled_row = sc.untitled_row, None
        if row and len(args) == 2 and not args[0][0].strip() and not re.search(r"\\(?:begin|item|ecv)", args[1][0]):
            self.emit(marked(row, unmarked(inline_text(args[1][0]).strip())), pos)
            if row in (FormField.EMPLOYER, FormField.OTHER) and self._in_section_of("positions"):
                # the rows under a job's employer are its activities and its business or sector: no field of
                # the record, however many (a line of its own would read as the next job)
                sc.untitled_row = FormField.OTHER
            return end
        if len(args) == 2 and not args[0][0].strip() and (hl := _HIGHLIGHT_RE.match(args[1][0])):
            # europasscv's "\ecvitem{}{\ecvhighlight{Business or sector} X}": the field's name set in the value
            args = [(hl.group(1), args[1][1]), (args[1][0][hl.end() :], args[1][1] + hl.end())]
        label, value = (inline_text(a).strip() for a, _ in args) if len(args) == 2 else ("", "")
        bold = re.fullmatch(r"\s*\\textbf\s*\{[^{}]+\}\s*", args[0][0] if args else "")
        if value and _SOFT_SKILLS_RE.match(unmarked(label)):
            # the form's field of how the subject deals with people ("Communication skills: Experienced lecturer;
            # trained facilitator of ..."): qualities told in phrases, no skill the record lists
            return end
        if (label and not value) or (bold and _MARK_LEGEND.match(value)):
            # "\ecvitem{\textbf{Publications}}{# note}", "\ecvitem{Conference contributions}{}": a heading
            self.emit(f"## {unmarked(label)}", pos)
            label, value = "", re.sub(r"^#", "Legend: #", value)  # "\# equal contribution" is no heading
        if len(args) == 2 and re.search(r"\\(?:begin|item)\b", args[1][0]):
            # "\ecvitem{}{\begin{enumerate}\item ...}": the list's items are lines of their own, under the
            # field's name when it gives one ("\ecvitem{\large Publications}{\begin{ecvitemize}...}")
            if label and not is_date_label(label):
                sc.field_heads.add(len(sc.out))  # a field's name: the form's section stays the one it is in
                self.emit(f"## {unmarked(label)}", pos)
            sc.run_segment(args[1][1], args[1][1] + len(args[1][0]))
            return end
        if (row := form_field(unmarked(label))) is not None and value:
            # a row of the Europass form ("Dates", "Occupation or position held"): joined with its entry's
            # a degree's subjects keep their row's name, unless they name their own parts ("Thesis: X")
            own = re.match(r"\s*[A-Z][\w ]{1,30}:\s", unmarked(value))
            text = labelled(unmarked(label), value) if row is FormField.SUBJECTS and not own else unmarked(value)
            text = {FormField.DATES: dates_only, FormField.QUALIFICATION: qualification}.get(row, str)(text)
            self.emit(marked(row, text), pos)
            return end
        broken = len(args) == 2 and ARG_BREAK_RE.search(args[1][0]) is not None
        value, more = value_lines(*args[1]) if broken else (value, [])
        if is_heading_label(unmarked(label), args[0][0], lines=1 + len(more), section=self._section_title()):
            # "\ecvitem{\large Desired employment / Occupational field}{A -- B}": a heading over its value
            sc.field_heads.add(len(sc.out))
            self.emit(f"## {unmarked(label)}", pos)
            for line, at in [(unmarked(value), args[1][1]), *more]:
                self.emit(line, at)
            return end
        if (dated := _DATED_ROLE_RE.fullmatch(unmarked(label))) and not re.search(r"(?:19|20)\d\d", value):
            # "\ecvitem{Invited referee, 2020}{New Astronomy}": a role and its year in the field's name, the place
            # in its value -> "Invited referee: New Astronomy  2020", the year in a column of its own
            label, value = dated.group("role"), f"{value}  {dated.group('year')}"
        # a field name of the CV's own of three words or more is no text; "Thesis:", "2021" are
        # ... save a course's, in a section of teaching
        long_label = len(label.split()) >= 3 and not is_course_label(label, self._section_title())
        if is_date_label(value) or (long_label and not is_date_label(label)):
            label, value = "", unmarked(value) if is_date_label(value) else value
        above, sc.citation_row = sc.citation_row, None
        if not label and not more and above and above[0] == len(sc.out) - 1 and (note := row_note(value)):
            # "\ecvitem{}{$\rightarrow$ Editor's Choice}" under a citation: a note of that paper, in brackets
            self._rewrite(above[0], above[1], f"{above[2]} [{note}]")
            return end
        value, legend = without_legend(value) if self._under_publications() else (value, None)
        if self._under_publications() and not more:
            sc.citation_row = (len(sc.out), label, value)
        if self._under_publications() and sc.out and sc.out[-1][0].startswith("- "):
            self.prefix = "- "  # a row of its own after a row's list: a citation of its own, no line of the last item
        self.emit(labelled(label, value), pos)
        if legend:  # "... 12–19. *shared first authorship": the legend of the marks, no part of the venue
            self.emit(f"Legend: {legend}", pos)
        for line, at in more:
            self.emit(line, at)
        return end


    def _dated_title(self, after: int) -> bool:
        """Whether ``\\ecvtitle`` is called with europasscv's two arguments, dates (or none) first."""
        _, args, _ = self.scanner._args(after, 2, limit=self.end, options=True)
        return len(args) == 2 and (not args[0][0].strip() or is_date_label(inline_text(args[0][0])))

    def _rewrite(self, index: int, label: str, text: str) -> None:
        """Set the line ``index`` of the output anew, keeping its origin (a note joined to the row it is of)."""
        out = self.scanner.out
        out[index] = (labelled(label, text), out[index][1])
        if self.last is not None and self.last[0] == index:
            self.last = (index, self.last[1], out[index][0], "")

    def _in_section_of(self, kind: str) -> bool:
        """Whether the section heading last set (not a form field's name set as a heading) names records of ``kind``."""
        # (imported here: cvkg.extract imports the LaTeX converter through its BibTeX reader)
        from cvkg.extract.sections import heading_kind

        found = heading_kind(self._section_title())
        return found is not None and found.value == kind
