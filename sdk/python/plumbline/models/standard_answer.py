from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.standard_answer_kind import StandardAnswerKind
from typing import cast






T = TypeVar("T", bound="StandardAnswer")



@_attrs_define
class StandardAnswer:
    """ 
        Attributes:
            dataset_version (str): The reference dataset version that answered.
            designation (str):
            kind (StandardAnswerKind):
            publisher (str):
            referenced_by (str):
            related_calc_kinds (list[str]):
            source (str):
            title (str):
            url (str):
     """

    dataset_version: str
    designation: str
    kind: StandardAnswerKind
    publisher: str
    referenced_by: str
    related_calc_kinds: list[str]
    source: str
    title: str
    url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        dataset_version = self.dataset_version

        designation = self.designation

        kind = self.kind.value

        publisher = self.publisher

        referenced_by = self.referenced_by

        related_calc_kinds = self.related_calc_kinds



        source = self.source

        title = self.title

        url = self.url


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "dataset_version": dataset_version,
            "designation": designation,
            "kind": kind,
            "publisher": publisher,
            "referenced_by": referenced_by,
            "related_calc_kinds": related_calc_kinds,
            "source": source,
            "title": title,
            "url": url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dataset_version = d.pop("dataset_version")

        designation = d.pop("designation")

        kind = StandardAnswerKind(d.pop("kind"))




        publisher = d.pop("publisher")

        referenced_by = d.pop("referenced_by")

        related_calc_kinds = cast(list[str], d.pop("related_calc_kinds"))


        source = d.pop("source")

        title = d.pop("title")

        url = d.pop("url")

        standard_answer = cls(
            dataset_version=dataset_version,
            designation=designation,
            kind=kind,
            publisher=publisher,
            referenced_by=referenced_by,
            related_calc_kinds=related_calc_kinds,
            source=source,
            title=title,
            url=url,
        )


        standard_answer.additional_properties = d
        return standard_answer

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
