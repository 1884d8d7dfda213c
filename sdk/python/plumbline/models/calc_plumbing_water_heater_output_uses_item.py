from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CalcPlumbingWaterHeaterOutputUsesItem")



@_attrs_define
class CalcPlumbingWaterHeaterOutputUsesItem:
    """ 
        Attributes:
            count (int): Times used in the busiest hour.
            gallons (float): count x gallons_per_use.
            gallons_per_use (float): Average gallons of hot water per use, DOE worksheet.
            use (str): Hot water use (DOE worksheet line).
     """

    count: int
    gallons: float
    gallons_per_use: float
    use: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        gallons = self.gallons

        gallons_per_use = self.gallons_per_use

        use = self.use


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "count": count,
            "gallons": gallons,
            "gallons_per_use": gallons_per_use,
            "use": use,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        gallons = d.pop("gallons")

        gallons_per_use = d.pop("gallons_per_use")

        use = d.pop("use")

        calc_plumbing_water_heater_output_uses_item = cls(
            count=count,
            gallons=gallons,
            gallons_per_use=gallons_per_use,
            use=use,
        )


        calc_plumbing_water_heater_output_uses_item.additional_properties = d
        return calc_plumbing_water_heater_output_uses_item

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
