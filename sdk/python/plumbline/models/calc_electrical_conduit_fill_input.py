from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_electrical_conduit_fill_input_conduit_type import CalcElectricalConduitFillInputConduitType
from ..models.calc_electrical_conduit_fill_input_nec_edition import CalcElectricalConduitFillInputNecEdition
from ..models.calc_electrical_conduit_fill_input_trade_size import CalcElectricalConduitFillInputTradeSize
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_electrical_conduit_fill_input_conductors_item import CalcElectricalConduitFillInputConductorsItem





T = TypeVar("T", bound="CalcElectricalConduitFillInput")



@_attrs_define
class CalcElectricalConduitFillInput:
    """ 
        Attributes:
            conductors (list[CalcElectricalConduitFillInputConductorsItem]): The conductors in the conduit, by size.
            trade_size (CalcElectricalConduitFillInputTradeSize): Conduit trade size, inches.
            conduit_type (CalcElectricalConduitFillInputConduitType | Unset): emt: electrical metallic tubing (Article 358);
                pvc-40: rigid PVC conduit Schedule 40 (Article 352). Default: CalcElectricalConduitFillInputConduitType.EMT.
            nec_edition (CalcElectricalConduitFillInputNecEdition | Unset): NEC edition whose rules and numbering apply:
                2020, 2023 (default) or 2026. Default: CalcElectricalConduitFillInputNecEdition.VALUE_1.
            nipple (bool | Unset): True for a nipple of 24 in. or less between enclosures, which may be filled to 60 %
                (Chapter 9 Note 4). Default: False.
     """

    conductors: list[CalcElectricalConduitFillInputConductorsItem]
    trade_size: CalcElectricalConduitFillInputTradeSize
    conduit_type: CalcElectricalConduitFillInputConduitType | Unset = CalcElectricalConduitFillInputConduitType.EMT
    nec_edition: CalcElectricalConduitFillInputNecEdition | Unset = CalcElectricalConduitFillInputNecEdition.VALUE_1
    nipple: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_electrical_conduit_fill_input_conductors_item import CalcElectricalConduitFillInputConductorsItem
        conductors = []
        for conductors_item_data in self.conductors:
            conductors_item = conductors_item_data.to_dict()
            conductors.append(conductors_item)



        trade_size = self.trade_size.value

        conduit_type: str | Unset = UNSET
        if not isinstance(self.conduit_type, Unset):
            conduit_type = self.conduit_type.value


        nec_edition: str | Unset = UNSET
        if not isinstance(self.nec_edition, Unset):
            nec_edition = self.nec_edition.value


        nipple = self.nipple


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "conductors": conductors,
            "trade_size": trade_size,
        })
        if conduit_type is not UNSET:
            field_dict["conduit_type"] = conduit_type
        if nec_edition is not UNSET:
            field_dict["nec_edition"] = nec_edition
        if nipple is not UNSET:
            field_dict["nipple"] = nipple

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_electrical_conduit_fill_input_conductors_item import CalcElectricalConduitFillInputConductorsItem
        d = dict(src_dict)
        conductors = []
        _conductors = d.pop("conductors")
        for conductors_item_data in (_conductors):
            conductors_item = CalcElectricalConduitFillInputConductorsItem.from_dict(conductors_item_data)



            conductors.append(conductors_item)


        trade_size = CalcElectricalConduitFillInputTradeSize(d.pop("trade_size"))




        _conduit_type = d.pop("conduit_type", UNSET)
        conduit_type: CalcElectricalConduitFillInputConduitType | Unset
        if isinstance(_conduit_type,  Unset):
            conduit_type = UNSET
        else:
            conduit_type = CalcElectricalConduitFillInputConduitType(_conduit_type)




        _nec_edition = d.pop("nec_edition", UNSET)
        nec_edition: CalcElectricalConduitFillInputNecEdition | Unset
        if isinstance(_nec_edition,  Unset):
            nec_edition = UNSET
        else:
            nec_edition = CalcElectricalConduitFillInputNecEdition(_nec_edition)




        nipple = d.pop("nipple", UNSET)

        calc_electrical_conduit_fill_input = cls(
            conductors=conductors,
            trade_size=trade_size,
            conduit_type=conduit_type,
            nec_edition=nec_edition,
            nipple=nipple,
        )

        return calc_electrical_conduit_fill_input

