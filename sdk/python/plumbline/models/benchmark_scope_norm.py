from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="BenchmarkScopeNorm")



@_attrs_define
class BenchmarkScopeNorm:
    """ 
        Attributes:
            quantity (str):
            source (str):
            unit (str):
            value (str):
     """

    quantity: str
    source: str
    unit: str
    value: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        quantity = self.quantity

        source = self.source

        unit = self.unit

        value = self.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "quantity": quantity,
            "source": source,
            "unit": unit,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        quantity = d.pop("quantity")

        source = d.pop("source")

        unit = d.pop("unit")

        value = d.pop("value")

        benchmark_scope_norm = cls(
            quantity=quantity,
            source=source,
            unit=unit,
            value=value,
        )


        benchmark_scope_norm.additional_properties = d
        return benchmark_scope_norm

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
