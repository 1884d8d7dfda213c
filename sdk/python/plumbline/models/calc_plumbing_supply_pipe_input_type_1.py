from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_plumbing_supply_pipe_input_type_1_material import CalcPlumbingSupplyPipeInputType1Material
from ..models.calc_plumbing_supply_pipe_input_type_1_service import CalcPlumbingSupplyPipeInputType1Service
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcPlumbingSupplyPipeInputType1")



@_attrs_define
class CalcPlumbingSupplyPipeInputType1:
    """ 
        Attributes:
            demand_gpm (Any):
            service (CalcPlumbingSupplyPipeInputType1Service):
            material (CalcPlumbingSupplyPipeInputType1Material | Unset):
     """

    demand_gpm: Any
    service: CalcPlumbingSupplyPipeInputType1Service
    material: CalcPlumbingSupplyPipeInputType1Material | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        demand_gpm = self.demand_gpm

        service = self.service.value

        material: str | Unset = UNSET
        if not isinstance(self.material, Unset):
            material = self.material.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "demand_gpm": demand_gpm,
            "service": service,
        })
        if material is not UNSET:
            field_dict["material"] = material

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        demand_gpm = d.pop("demand_gpm")

        service = CalcPlumbingSupplyPipeInputType1Service(d.pop("service"))




        _material = d.pop("material", UNSET)
        material: CalcPlumbingSupplyPipeInputType1Material | Unset
        if isinstance(_material,  Unset):
            material = UNSET
        else:
            material = CalcPlumbingSupplyPipeInputType1Material(_material)




        calc_plumbing_supply_pipe_input_type_1 = cls(
            demand_gpm=demand_gpm,
            service=service,
            material=material,
        )


        calc_plumbing_supply_pipe_input_type_1.additional_properties = d
        return calc_plumbing_supply_pipe_input_type_1

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
