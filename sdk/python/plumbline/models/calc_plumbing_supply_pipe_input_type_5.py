from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_plumbing_supply_pipe_input_type_5_material import CalcPlumbingSupplyPipeInputType5Material
from ..models.calc_plumbing_supply_pipe_input_type_5_service import CalcPlumbingSupplyPipeInputType5Service






T = TypeVar("T", bound="CalcPlumbingSupplyPipeInputType5")



@_attrs_define
class CalcPlumbingSupplyPipeInputType5:
    """ 
        Attributes:
            demand_gpm (Any):
            material (CalcPlumbingSupplyPipeInputType5Material):
            service (CalcPlumbingSupplyPipeInputType5Service):
     """

    demand_gpm: Any
    material: CalcPlumbingSupplyPipeInputType5Material
    service: CalcPlumbingSupplyPipeInputType5Service
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        demand_gpm = self.demand_gpm

        material = self.material.value

        service = self.service.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "demand_gpm": demand_gpm,
            "material": material,
            "service": service,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        demand_gpm = d.pop("demand_gpm")

        material = CalcPlumbingSupplyPipeInputType5Material(d.pop("material"))




        service = CalcPlumbingSupplyPipeInputType5Service(d.pop("service"))




        calc_plumbing_supply_pipe_input_type_5 = cls(
            demand_gpm=demand_gpm,
            material=material,
            service=service,
        )


        calc_plumbing_supply_pipe_input_type_5.additional_properties = d
        return calc_plumbing_supply_pipe_input_type_5

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
