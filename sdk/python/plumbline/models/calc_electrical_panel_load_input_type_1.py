from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcElectricalPanelLoadInputType1")



@_attrs_define
class CalcElectricalPanelLoadInputType1:
    """ 
        Attributes:
            cooling_va (Any | Unset):
            heat_pump_va (Any | Unset):
            space_heating_va (Any | Unset):
            supplemental_heat_va (Any | Unset):
            thermal_storage_va (Any | Unset):
     """

    cooling_va: Any | Unset = UNSET
    heat_pump_va: Any | Unset = UNSET
    space_heating_va: Any | Unset = UNSET
    supplemental_heat_va: Any | Unset = UNSET
    thermal_storage_va: Any | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cooling_va = self.cooling_va

        heat_pump_va = self.heat_pump_va

        space_heating_va = self.space_heating_va

        supplemental_heat_va = self.supplemental_heat_va

        thermal_storage_va = self.thermal_storage_va


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if cooling_va is not UNSET:
            field_dict["cooling_va"] = cooling_va
        if heat_pump_va is not UNSET:
            field_dict["heat_pump_va"] = heat_pump_va
        if space_heating_va is not UNSET:
            field_dict["space_heating_va"] = space_heating_va
        if supplemental_heat_va is not UNSET:
            field_dict["supplemental_heat_va"] = supplemental_heat_va
        if thermal_storage_va is not UNSET:
            field_dict["thermal_storage_va"] = thermal_storage_va

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cooling_va = d.pop("cooling_va", UNSET)

        heat_pump_va = d.pop("heat_pump_va", UNSET)

        space_heating_va = d.pop("space_heating_va", UNSET)

        supplemental_heat_va = d.pop("supplemental_heat_va", UNSET)

        thermal_storage_va = d.pop("thermal_storage_va", UNSET)

        calc_electrical_panel_load_input_type_1 = cls(
            cooling_va=cooling_va,
            heat_pump_va=heat_pump_va,
            space_heating_va=space_heating_va,
            supplemental_heat_va=supplemental_heat_va,
            thermal_storage_va=thermal_storage_va,
        )


        calc_electrical_panel_load_input_type_1.additional_properties = d
        return calc_electrical_panel_load_input_type_1

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
