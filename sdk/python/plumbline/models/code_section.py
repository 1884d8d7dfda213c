from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.code_section_kind import CodeSectionKind
from typing import cast






T = TypeVar("T", bound="CodeSection")



@_attrs_define
class CodeSection:
    """ 
        Attributes:
            chapter (str):
            code (str):
            edition (str):
            kind (CodeSectionKind):
            number (str):
            parent (str):
            related_calc_kinds (list[str]): Paths of the calculators that cite this row.
            source (str): Where the row comes from.
            title (str):
            topics (list[str]):
            viewer_url (str): The publisher's free public viewer.
     """

    chapter: str
    code: str
    edition: str
    kind: CodeSectionKind
    number: str
    parent: str
    related_calc_kinds: list[str]
    source: str
    title: str
    topics: list[str]
    viewer_url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        chapter = self.chapter

        code = self.code

        edition = self.edition

        kind = self.kind.value

        number = self.number

        parent = self.parent

        related_calc_kinds = self.related_calc_kinds



        source = self.source

        title = self.title

        topics = self.topics



        viewer_url = self.viewer_url


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "chapter": chapter,
            "code": code,
            "edition": edition,
            "kind": kind,
            "number": number,
            "parent": parent,
            "related_calc_kinds": related_calc_kinds,
            "source": source,
            "title": title,
            "topics": topics,
            "viewer_url": viewer_url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        chapter = d.pop("chapter")

        code = d.pop("code")

        edition = d.pop("edition")

        kind = CodeSectionKind(d.pop("kind"))




        number = d.pop("number")

        parent = d.pop("parent")

        related_calc_kinds = cast(list[str], d.pop("related_calc_kinds"))


        source = d.pop("source")

        title = d.pop("title")

        topics = cast(list[str], d.pop("topics"))


        viewer_url = d.pop("viewer_url")

        code_section = cls(
            chapter=chapter,
            code=code,
            edition=edition,
            kind=kind,
            number=number,
            parent=parent,
            related_calc_kinds=related_calc_kinds,
            source=source,
            title=title,
            topics=topics,
            viewer_url=viewer_url,
        )


        code_section.additional_properties = d
        return code_section

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
