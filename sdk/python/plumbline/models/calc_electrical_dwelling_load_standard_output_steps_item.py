from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CalcElectricalDwellingLoadStandardOutputStepsItem")



@_attrs_define
class CalcElectricalDwellingLoadStandardOutputStepsItem:
    """ 
        Attributes:
            code_reference (str): The section that sets the demand.
            connected_va (float): Its connected (nameplate or unit) load, VA.
            demand_va (float): Its load after the demand factor of the cited section, VA.
            name (str): The load.
            neutral_va (float): Its share of the neutral (maximum unbalanced) load of 220.61, VA.
     """

    code_reference: str
    connected_va: float
    demand_va: float
    name: str
    neutral_va: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        code_reference = self.code_reference

        connected_va = self.connected_va

        demand_va = self.demand_va

        name = self.name

        neutral_va = self.neutral_va


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code_reference": code_reference,
            "connected_va": connected_va,
            "demand_va": demand_va,
            "name": name,
            "neutral_va": neutral_va,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code_reference = d.pop("code_reference")

        connected_va = d.pop("connected_va")

        demand_va = d.pop("demand_va")

        name = d.pop("name")

        neutral_va = d.pop("neutral_va")

        calc_electrical_dwelling_load_standard_output_steps_item = cls(
            code_reference=code_reference,
            connected_va=connected_va,
            demand_va=demand_va,
            name=name,
            neutral_va=neutral_va,
        )


        calc_electrical_dwelling_load_standard_output_steps_item.additional_properties = d
        return calc_electrical_dwelling_load_standard_output_steps_item

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
