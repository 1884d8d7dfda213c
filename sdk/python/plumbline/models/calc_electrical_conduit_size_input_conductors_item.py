from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_electrical_conduit_size_input_conductors_item_insulation import CalcElectricalConduitSizeInputConductorsItemInsulation
from ..models.calc_electrical_conduit_size_input_conductors_item_size import CalcElectricalConduitSizeInputConductorsItemSize
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcElectricalConduitSizeInputConductorsItem")



@_attrs_define
class CalcElectricalConduitSizeInputConductorsItem:
    """ 
        Attributes:
            count (int): Number of conductors of this size and insulation, equipment grounding conductors included (Chapter
                9 Note 3).
            size (CalcElectricalConduitSizeInputConductorsItemSize): Conductor size, AWG or kcmil.
            insulation (CalcElectricalConduitSizeInputConductorsItemInsulation | Unset): thhn: Types THHN, THWN, THWN-2;
                xhhw: Types XHH, XHHW, XHHW-2 (Chapter 9 Table 5 areas). Default:
                CalcElectricalConduitSizeInputConductorsItemInsulation.THHN.
     """

    count: int
    size: CalcElectricalConduitSizeInputConductorsItemSize
    insulation: CalcElectricalConduitSizeInputConductorsItemInsulation | Unset = CalcElectricalConduitSizeInputConductorsItemInsulation.THHN





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        size = self.size.value

        insulation: str | Unset = UNSET
        if not isinstance(self.insulation, Unset):
            insulation = self.insulation.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count": count,
            "size": size,
        })
        if insulation is not UNSET:
            field_dict["insulation"] = insulation

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        size = CalcElectricalConduitSizeInputConductorsItemSize(d.pop("size"))




        _insulation = d.pop("insulation", UNSET)
        insulation: CalcElectricalConduitSizeInputConductorsItemInsulation | Unset
        if isinstance(_insulation,  Unset):
            insulation = UNSET
        else:
            insulation = CalcElectricalConduitSizeInputConductorsItemInsulation(_insulation)




        calc_electrical_conduit_size_input_conductors_item = cls(
            count=count,
            size=size,
            insulation=insulation,
        )

        return calc_electrical_conduit_size_input_conductors_item

