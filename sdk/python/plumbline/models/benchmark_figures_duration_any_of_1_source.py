from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="BenchmarkFiguresDurationAnyOf1Source")



@_attrs_define
class BenchmarkFiguresDurationAnyOf1Source:
    """ 
        Attributes:
            file (str):
            period (str):
            publisher (str):
            detail (str | Unset):
     """

    file: str
    period: str
    publisher: str
    detail: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        file = self.file

        period = self.period

        publisher = self.publisher

        detail = self.detail


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "file": file,
            "period": period,
            "publisher": publisher,
        })
        if detail is not UNSET:
            field_dict["detail"] = detail

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        file = d.pop("file")

        period = d.pop("period")

        publisher = d.pop("publisher")

        detail = d.pop("detail", UNSET)

        benchmark_figures_duration_any_of_1_source = cls(
            file=file,
            period=period,
            publisher=publisher,
            detail=detail,
        )


        benchmark_figures_duration_any_of_1_source.additional_properties = d
        return benchmark_figures_duration_any_of_1_source

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
