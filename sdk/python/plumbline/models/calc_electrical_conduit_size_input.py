from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_electrical_conduit_size_input_raceway import CalcElectricalConduitSizeInputRaceway
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_electrical_conduit_size_input_conductors_item import CalcElectricalConduitSizeInputConductorsItem





T = TypeVar("T", bound="CalcElectricalConduitSizeInput")



@_attrs_define
class CalcElectricalConduitSizeInput:
    """ 
        Attributes:
            conductors (list[CalcElectricalConduitSizeInputConductorsItem]): The conductors in the raceway, by size and
                insulation.
            raceway (CalcElectricalConduitSizeInputRaceway | Unset): Raceway: EMT, RMC, IMC, rigid PVC Schedule 40 or 80,
                FMC, LFMC or ENT (Chapter 9 Table 4, trade sizes 1/2 to 4; ENT to 2). Default:
                CalcElectricalConduitSizeInputRaceway.EMT.
     """

    conductors: list[CalcElectricalConduitSizeInputConductorsItem]
    raceway: CalcElectricalConduitSizeInputRaceway | Unset = CalcElectricalConduitSizeInputRaceway.EMT





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_electrical_conduit_size_input_conductors_item import CalcElectricalConduitSizeInputConductorsItem
        conductors = []
        for conductors_item_data in self.conductors:
            conductors_item = conductors_item_data.to_dict()
            conductors.append(conductors_item)



        raceway: str | Unset = UNSET
        if not isinstance(self.raceway, Unset):
            raceway = self.raceway.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "conductors": conductors,
        })
        if raceway is not UNSET:
            field_dict["raceway"] = raceway

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_electrical_conduit_size_input_conductors_item import CalcElectricalConduitSizeInputConductorsItem
        d = dict(src_dict)
        conductors = []
        _conductors = d.pop("conductors")
        for conductors_item_data in (_conductors):
            conductors_item = CalcElectricalConduitSizeInputConductorsItem.from_dict(conductors_item_data)



            conductors.append(conductors_item)


        _raceway = d.pop("raceway", UNSET)
        raceway: CalcElectricalConduitSizeInputRaceway | Unset
        if isinstance(_raceway,  Unset):
            raceway = UNSET
        else:
            raceway = CalcElectricalConduitSizeInputRaceway(_raceway)




        calc_electrical_conduit_size_input = cls(
            conductors=conductors,
            raceway=raceway,
        )

        return calc_electrical_conduit_size_input

